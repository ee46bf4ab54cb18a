import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('HomePage', '/');
export const generateMetadata = page.generateMetadata;
export default page.Page;
