/**
 * HTML from the shop API. Callers pass content that the loader already sanitised
 * (sanitize-html.server.ts); this component never sees raw API HTML.
 */
export function HtmlContent({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' }) {
  return <Tag className={`rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
