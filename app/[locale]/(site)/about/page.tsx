import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('AboutPage', '/about');
export const generateMetadata = page.generateMetadata;
export default page.Page;
