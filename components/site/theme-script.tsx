import { THEME_STORAGE_KEY } from '@/lib/ui/theme';

// Runs before first paint so a visitor who chose light never sees a dark flash.
// The pages stay statically generated: the choice lives in the browser, not in a cookie.
// Exported so the admin pages' nonce CSP can allow it by hash (proxy.ts).
export const themeScriptSource = `try{if(localStorage.getItem('${THEME_STORAGE_KEY}')==='light'){var d=document.documentElement;d.classList.remove('dark');d.style.colorScheme='light'}}catch(e){}`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScriptSource }} />;
}
