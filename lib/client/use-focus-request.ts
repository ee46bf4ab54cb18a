import { useEffect, useState } from 'react';

/** Focuses an element id once React has rendered it (e.g. the first field in error on a step not shown yet). */
export function useFocusRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  return (id: string) => setRequest({ id });
}
