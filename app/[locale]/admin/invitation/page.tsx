import type { Metadata } from 'next';
import { linkPage, linkPageMetadata, type LinkPageProps } from '@/components/admin/staff/link-page-shell';
import type { LocaleParams } from '@/i18n/page-locale';

export const generateMetadata = ({ params }: LocaleParams): Promise<Metadata> => linkPageMetadata(params, 'invitation');

/** Where an invitation's link leads: choose a name and a password, once. */
export default function InvitationPage(props: LinkPageProps) {
  return linkPage(props, 'invitation');
}
