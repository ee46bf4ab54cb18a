import type { Metadata } from 'next';
import { linkPage, linkPageMetadata, type LinkPageProps } from '@/components/admin/staff/link-page-shell';
import type { LocaleParams } from '@/i18n/page-locale';

export const generateMetadata = ({ params }: LocaleParams): Promise<Metadata> => linkPageMetadata(params, 'reset');

/** A reset link sets a new password once; without one, the page asks for the email to send it to. */
export default function ResetPage(props: LinkPageProps) {
  return linkPage(props, 'reset');
}
