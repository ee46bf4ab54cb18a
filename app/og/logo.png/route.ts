import { jsonError } from '@/lib/http/json-error';
import { logError } from '@/lib/log/logger';
import { logoPng } from '@/lib/og/background';

/** The logo as a 512×512 PNG, for the Organization's structured data (raster, as Google asks). */
export async function GET() {
  try {
    const png = await logoPng(512);
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
    });
  } catch (error) {
    logError('og.logo', error);
    return jsonError(500, 'The logo could not be drawn');
  }
}
