'use client';

import Image from 'next/image';
import { useState } from 'react';

// A grey picture drawn inline, so it shows even when the network or the file is the problem.
const BROKEN_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#9ca3af"/>' +
      '<path d="M58 62l14-18 10 12 7-9 13 15z" fill="#e5e7eb"/><circle cx="66" cy="34" r="6" fill="#e5e7eb"/></svg>',
  );

type Props = {
  src: string;
  alt: string;
  /** Text for the grey placeholder shown when the image cannot be loaded. */
  fallbackAlt: string;
  sizes: string;
  priority?: boolean;
};

/** A post image filling its (positioned, sized) parent; a grey placeholder replaces it on error. */
export function PostImage({ src, alt, fallbackAlt, sizes, priority }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- an inline data URI needs no optimizing
      <img src={BROKEN_IMAGE} alt={fallbackAlt} className="absolute inset-0 h-full w-full object-cover" />
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      // Absolute URLs come from outside; only our own uploads go through the optimizer.
      unoptimized={/^https?:/i.test(src)}
      className="object-cover"
      onError={() => setFailed(true)}
    />
  );
}
