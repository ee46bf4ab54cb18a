import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('InvestmentPage', '/investment');
export const generateMetadata = page.generateMetadata;
export default page.Page;
