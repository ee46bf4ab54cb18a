import { createSimplePage } from '@/components/site/simple-page';

const page = createSimplePage('EventsPage', '/events');
export const generateMetadata = page.generateMetadata;
export default page.Page;
