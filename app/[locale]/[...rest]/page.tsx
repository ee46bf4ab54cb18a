import { notFound } from 'next/navigation';

// Any path no page claims renders the localized 404 inside the header and footer.
export default function CatchAll() {
  notFound();
}
