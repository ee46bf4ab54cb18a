import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('AdminPage', '/admin');
export const generateMetadata = page.generateMetadata;
export default page.Page;
