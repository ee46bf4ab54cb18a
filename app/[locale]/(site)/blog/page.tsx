import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('BlogPage', '/blog');
export const generateMetadata = page.generateMetadata;
export default page.Page;
