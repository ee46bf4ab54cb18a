import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('Team', '/team');
export const generateMetadata = page.generateMetadata;
export default page.Page;
