import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('ProjectPage', '/project');
export const generateMetadata = page.generateMetadata;
export default page.Page;
