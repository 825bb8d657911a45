export interface ClipboardEnvironment {
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  /** The old way, for pages without the async clipboard (http, older browsers). */
  execCopy?: ((text: string) => boolean) | undefined;
}

/** Copies text to the clipboard; true when it worked. Never throws. */
export async function copyText(text: string, environment: ClipboardEnvironment = browserClipboard()): Promise<boolean> {
  try {
    if (environment.clipboard) {
      await environment.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the old way (permission refused, insecure page)
  }
  try {
    return environment.execCopy?.(text) ?? false;
  } catch {
    return false;
  }
}

function browserClipboard(): ClipboardEnvironment {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  return {
    clipboard,
    execCopy:
      typeof document === 'undefined'
        ? undefined
        : (text) => {
            const area = document.createElement('textarea');
            area.value = text;
            area.setAttribute('readonly', '');
            area.style.position = 'fixed';
            area.style.opacity = '0';
            document.body.appendChild(area);
            area.select();
            // The only way to copy without the async clipboard API.
            const copied = document.execCommand('copy');
            area.remove();
            return copied;
          },
  };
}
