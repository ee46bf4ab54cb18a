import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('ContactPage', '/contact');
export const generateMetadata = page.generateMetadata;
export default page.Page;
