'use client';

import { useEffect, useRef, useState } from 'react';
import { AdminField } from './admin-field';
import type { AdminText } from './labels';
import { inputClass } from './styles';
import { Icon } from '@/components/ui/icon';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/uploads/rules';

type Props = {
  text: AdminText;
  /** URL of the image the post has now (edit mode), if any. */
  currentImage: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  removeCurrent: boolean;
  onRemoveCurrent: () => void;
  error?: string;
  disabled: boolean;
  alt: string;
  decorative: boolean;
  onAlt: (alt: string) => void;
  onDecorative: (decorative: boolean) => void;
  altError?: string;
};

/** Image picker (images only, checked before upload) with a preview and a remove button. */
export function ImageField({
  text,
  currentImage,
  file,
  onFile,
  removeCurrent,
  onRemoveCurrent,
  error,
  disabled,
  alt,
  decorative,
  onAlt,
  onDecorative,
  altError,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL must be revoked with the file
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  const shown = file ? previewUrl : removeCurrent ? null : currentImage;
  const clear = () => {
    if (file) onFile(null);
    else onRemoveCurrent();
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-2">
      <span id="post-image-label" className="text-sm font-medium">
        {text.imageLabel}
      </span>
      {shown && (
        <div className="relative w-full max-w-md overflow-hidden rounded-xl border border-border">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local blob preview, not a served image */}
          <img
            src={shown}
            alt={file ? text.imagePreview : text.currentImage}
            className="aspect-[16/9] w-full object-cover"
          />
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            className="absolute end-2 top-2 inline-flex items-center gap-1.5 rounded-lg bg-background/90 px-3 py-1.5 text-sm font-medium text-danger shadow"
          >
            <Icon name="trash" className="h-4 w-4" />
            {text.removePreview}
          </button>
        </div>
      )}
      {/* The native picker's own button speaks the browser's language, so it is visually
          replaced by a label in the page's language; the input stays focusable for keyboards. */}
      <input
        ref={input}
        id="post-image"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={disabled}
        aria-labelledby="post-image-label"
        aria-describedby={error ? 'post-image-error' : 'post-image-hint'}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="peer sr-only"
      />
      <label
        htmlFor="post-image"
        className="flex w-full max-w-md cursor-pointer items-center gap-3 rounded-xl border border-dashed border-border px-4 py-4 text-sm transition hover:border-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <Icon name="image-plus" className="h-6 w-6 shrink-0 text-primary" />
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-primary">{shown ? text.replaceImage : text.chooseImage}</span>
          {file && (
            <span dir="auto" className="truncate text-muted">
              {file.name}
            </span>
          )}
        </span>
      </label>
      <p id="post-image-hint" className="text-xs text-muted">
        {text.imageHint}
      </p>
      {error && (
        <p id="post-image-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {shown && (
        <div className="flex max-w-md flex-col gap-1.5 pt-2">
          <AdminField id="post-imageAlt" label={text.imageAltLabel} hint={text.imageAltHint} error={altError}>
            {(a11y) => (
              <input
                dir="auto"
                value={decorative ? '' : alt}
                disabled={disabled || decorative}
                onChange={(event) => onAlt(event.target.value)}
                className={`${inputClass} disabled:opacity-60`}
                {...a11y}
              />
            )}
          </AdminField>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={decorative}
              disabled={disabled}
              onChange={(event) => onDecorative(event.target.checked)}
              className="h-4 w-4 accent-primary"
            />
            {text.imageDecorativeLabel}
          </label>
        </div>
      )}
    </div>
  );
}
