/**
 * SQL Lab's editor: CodeMirror 6 with its SQL language in the database's dialect, autocomplete from the table
 * browser's words, Ctrl/Cmd+Enter to run the selection or the statement under the cursor, and Escape then Tab to
 * leave it by keyboard. The text lives in CodeMirror: React draws the editor once per tab, not per keystroke; the
 * store gets a reader of the text and saves it once typing pauses.
 */
import { useEffect, useRef } from 'react';
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab, temporarilySetTabFocusMode } from '@codemirror/commands';
import { PostgreSQL, StandardSQL, sql } from '@codemirror/lang-sql';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { completeWord, statementToRun, type CompletionIndex, type EditorDialect } from '../../../core/sqllab';

const DIALECTS = { PostgreSQL, StandardSQL } as const;
const TYPES = { keyword: 'keyword', schema: 'namespace', table: 'type', column: 'property' } as const;

/** The autocomplete source over the index the getter answers now (the table browser's words). */
export function completionSource(index: () => CompletionIndex) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[\w$]+\.?[\w$]*$/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    const dot = word.text.indexOf('.');
    const prefix = dot < 0 ? word.text : word.text.slice(dot + 1);
    const qualifier = dot < 0 ? undefined : word.text.slice(0, dot);
    const options = completeWord(index(), prefix, qualifier).map((w) => ({
      label: w.label,
      type: TYPES[w.kind],
      ...(w.detail ? { detail: w.detail } : {}),
    }));
    return { from: dot < 0 ? word.from : word.from + dot + 1, options, filter: false };
  };
}

export interface SqlEditorProps {
  /** The text the editor opens with; a new `version` replaces the text with it. */
  sql: string;
  version: number;
  dialect: EditorDialect;
  completions: () => CompletionIndex;
  onChange: (read: () => string) => void;
  onRun: (sql: string) => void;
}

export function SqlEditor(props: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  const applied = useRef(props.version);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!host.current) return;
    const run = (v: EditorView): boolean => {
      const text = v.state.doc.toString();
      latest.current.onRun(statementToRun(text, v.state.selection.main));
      return true;
    };
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current.sql,
        extensions: [
          lineNumbers(),
          history(),
          sql({ dialect: DIALECTS[latest.current.dialect], upperCaseKeywords: true }),
          autocompletion({ override: [completionSource(() => latest.current.completions())] }),
          keymap.of([
            { key: 'Mod-Enter', run, preventDefault: true },
            { key: 'Escape', run: temporarilySetTabFocusMode },
            indentWithTab,
            ...historyKeymap,
            ...defaultKeymap,
          ]),
          EditorView.contentAttributes.of({ 'aria-label': 'SQL editor', 'data-test': 'sql-editor' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(() => update.view.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per tab (the parent keys it); the text and dialect changes below reach it.
  }, []);

  useEffect(() => {
    // Only a new version (Format SQL, SELECT *) replaces the text; otherwise the props' text is what the store saved.
    const editor = view.current;
    if (!editor || props.version === applied.current) return;
    applied.current = props.version;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: props.sql } });
  }, [props.version, props.sql]);

  return <div className="sqllab-editor" ref={host} />;
}
