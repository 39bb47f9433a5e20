import { useEffect } from 'react';

const APP_NAME = 'Shortlist';
/** The description of pages that have none of their own (index.html carries it too, for clients without script). */
export const DEFAULT_DESCRIPTION =
  'Shortlist: run RFI, RFP and panel projects, collect every supplier’s answers in one place and choose the right vendor.';

/** Sets `<meta {attribute}="{key}" content>`, adding the tag when the page has none yet. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (tag === null) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The document title, and what search engines and link previews read: the description and the Open Graph title,
 * description and type.
 */
export function useDocumentMeta(title: string, description = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    const fullTitle = title === '' ? APP_NAME : `${title} | ${APP_NAME}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
  }, [title, description]);
}
