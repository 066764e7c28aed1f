/** A markdown cell: its text as sanitised HTML in view and edit mode; in edit mode an Edit / Preview toggle over a plain text editor. */
import { useMemo, useState } from 'react';
import { LAYOUT_TEXT_LIMITS, MARKDOWN_DEFAULT_TEXT } from '../../../../core/layout';
import { markdownHtml } from '../../../../core/markdown';
import { editComponentMeta } from './editMeta';

/** The rendered markdown: `code`, or Superset's default text while it has none. */
export function MarkdownView({ code }: { code: string | undefined }) {
  const html = useMemo(() => markdownHtml(code || MARKDOWN_DEFAULT_TEXT), [code]);
  // The only HTML the app injects: markdownHtml's allow-list keeps no script, handler, style or unsafe URL.
  return <div className="dashboard-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The markdown component. The editor keeps a draft and commits it (one undo step) when the user goes back to the
 * preview or leaves the editor; the text holds at most LAYOUT_TEXT_LIMITS.markdown characters. A cell far from the
 * screen (`near` false) renders its text once it comes near: parsing and sanitising every markdown of a
 * thousand-chart dashboard as it opened held its first screen (about 80 ms of the main thread).
 */
export function MarkdownComponent({
  id,
  code,
  editMode,
  near = true,
}: {
  id: string;
  code: string | undefined;
  editMode: boolean;
  near?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const showEditor = editMode && editing;

  const commit = (): void => {
    if (draft !== null && draft !== (code ?? '')) editComponentMeta(id, { code: draft });
    setDraft(null);
  };
  const choose = (edit: boolean): void => {
    if (!edit) commit();
    setEditing(edit);
  };

  return (
    <div className="dashboard-markdown-cell" data-editing={showEditor || undefined}>
      {editMode && (
        <div className="dashboard-markdown-mode" role="group" aria-label="Markdown mode">
          <button type="button" aria-pressed={editing} onClick={() => choose(true)}>
            Edit
          </button>
          <button type="button" aria-pressed={!editing} onClick={() => choose(false)}>
            Preview
          </button>
        </div>
      )}
      {showEditor ? (
        <textarea
          className="dashboard-markdown-editor"
          aria-label="Markdown text"
          autoFocus
          spellCheck={false}
          maxLength={LAYOUT_TEXT_LIMITS.markdown}
          value={draft ?? code ?? ''}
          placeholder={MARKDOWN_DEFAULT_TEXT}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
        />
      ) : near ? (
        <MarkdownView code={draft ?? code} />
      ) : null}
    </div>
  );
}
