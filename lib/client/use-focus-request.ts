import { useEffect, useState } from 'react';

/**
 * Asks for focus on an element id once React has rendered it (e.g. the first field with an error,
 * possibly on a step that is not on screen yet). Each call is a new request, even for the same id.
 */
export function useFocusRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  return (id: string) => setRequest({ id });
}
