import { useEffect, useState } from 'react';
import { isHeic } from '@yardwise/domain/forms/uploadAccept';

// Decision: the browser is asked to decode the chosen HEIC file itself (createImageBitmap), so no
// sample is bundled; a browser that cannot (all but Safari today, and jsdom) gets the HEIC message.

let displaysHeic: Promise<boolean> | undefined;

async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return false;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** Whether this browser shows HEIC pictures; asked once per page, with the first HEIC file. */
function browserDisplaysHeic(file: Blob): Promise<boolean> {
  displaysHeic ??= decodes(file);
  return displaysHeic;
}

/** True when the file is HEIC and this browser cannot show it; false until known. */
export function useHeicNotDisplayable(file: File): boolean {
  const [notDisplayable, setNotDisplayable] = useState(false);
  useEffect(() => {
    if (!isHeic(file)) return undefined;
    let current = true;
    void browserDisplaysHeic(file).then((displays) => {
      if (current) setNotDisplayable(!displays);
    });
    return () => {
      current = false;
    };
  }, [file]);
  return notDisplayable;
}
