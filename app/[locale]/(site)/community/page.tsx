import { createPlaceholderPage } from '@/components/site/placeholder-page';

const page = createPlaceholderPage('community');
export const generateMetadata = page.generateMetadata;
export default page.Page;
