import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Divider, FormHelperText, IconButton, TextField, Tooltip } from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { editorFits } from './editorFits';
import { LinkDialog } from './LinkDialog';

interface RichTextEditorProps {
  id: string;
  label: string;
  lang?: string;
  value: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

/**
 * Tenant HTML (news panel, static pages) edited as formatted text: bold, italic, underline,
 * headings, lists and links, which are exactly the elements the server's sanitiser keeps.
 * HTML the editor could not show whole (images, tables, classes) opens as HTML source, and
 * the source view is one click away for anyone who prefers it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const translate = useTranslate();
  const [isSource, setIsSource] = useState(() => !editorFits(props.value));
  const fits = editorFits(props.value);
  return (
    <Box data-rich-text={props.id}>
      {isSource ? (
        <>
          {!fits && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('console.richText.sourceOnly')}
            </Alert>
          )}
          <TextField
            id={props.id}
            label={props.label}
            lang={props.lang}
            value={props.value}
            disabled={props.disabled}
            error={props.error}
            helperText={props.helperText}
            multiline
            minRows={6}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
          />
          <Tooltip title={translate('console.richText.formatted')}>
            <span>
              <IconButton
                size="small"
                disabled={!fits || props.disabled}
                aria-label={translate('console.richText.formatted')}
                data-testid={`${props.id}-formatted`}
                onClick={() => setIsSource(false)}
              >
                <TitleIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ) : (
        <FormattedEditor {...props} onSource={() => setIsSource(true)} />
      )}
    </Box>
  );
}

function FormattedEditor(props: RichTextEditorProps & { onSource: () => void }) {
  const translate = useTranslate();
  const [isLinking, setIsLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // A link opens where the admin chose (LinkDialog); the server adds rel to new windows.
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { target: null, rel: null },
        },
        code: false,
        codeBlock: false,
      }),
    ],
    content: props.value,
    editable: !props.disabled,
    editorProps: {
      attributes: {
        id: props.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label,
        ...(props.lang ? { lang: props.lang } : {}),
      },
    },
    // An empty editor is "" (what the schema's default and the reader expect), not "<p></p>".
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => props.onBlur?.(),
  });

  // A value set from outside (a reset, a restored version) replaces the editor's content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== props.value) editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
  if (!editor || !active) return null;
  const chain = () => editor.chain().focus();
  const formats = [
    {
      label: 'bold',
      isOn: active.bold,
      run: () => chain().toggleBold().run(),
      icon: <FormatBoldIcon fontSize="small" />,
    },
    {
      label: 'italic',
      isOn: active.italic,
      run: () => chain().toggleItalic().run(),
      icon: <FormatItalicIcon fontSize="small" />,
    },
    {
      label: 'underline',
      isOn: active.underline,
      run: () => chain().toggleUnderline().run(),
      icon: <FormatUnderlinedIcon fontSize="small" />,
    },
    {
      label: 'heading',
      isOn: active.heading,
      run: () => chain().toggleHeading({ level: 2 }).run(),
      icon: <TitleIcon fontSize="small" />,
    },
    {
      label: 'bullets',
      isOn: active.bullets,
      run: () => chain().toggleBulletList().run(),
      icon: <FormatListBulletedIcon fontSize="small" />,
    },
    {
      label: 'numbers',
      isOn: active.numbers,
      run: () => chain().toggleOrderedList().run(),
      icon: <FormatListNumberedIcon fontSize="small" />,
    },
    {
      label: 'link',
      isOn: active.link,
      run: () => setIsLinking(true),
      icon: <LinkIcon fontSize="small" />,
    },
  ];

  return (
    <Box>
      <Box
        component="span"
        sx={{ display: 'block', mb: 0.5, color: props.error ? 'error.main' : 'text.secondary' }}
        id={`${props.id}-label`}
      >
        {props.label}
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: props.error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <Box
          role="toolbar"
          aria-label={translate('console.richText.toolbar', { name: props.label })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, bgcolor: 'action.hover' }}
        >
          {formats.map(({ label, isOn, run, icon }) => (
            <ToolButton key={label} label={label} isOn={isOn} run={run}>
              {icon}
            </ToolButton>
          ))}
          <Divider orientation="vertical" flexItem />
          <ToolButton label="undo" isDisabled={!active.canUndo} run={() => chain().undo().run()}>
            <UndoIcon fontSize="small" />
          </ToolButton>
          <ToolButton label="redo" isDisabled={!active.canRedo} run={() => chain().redo().run()}>
            <RedoIcon fontSize="small" />
          </ToolButton>
          <Box sx={{ flex: 1 }} />
          <ToolButton label="source" run={props.onSource}>
            <CodeIcon fontSize="small" />
          </ToolButton>
        </Box>
        <Box
          sx={{
            px: 1.5,
            '& .ProseMirror': { minHeight: 120, outline: 'none', py: 1 },
            '& .ProseMirror p': { my: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {props.helperText && <FormHelperText error={props.error}>{props.helperText}</FormHelperText>}
      {isLinking && <LinkDialog editor={editor} onClose={() => setIsLinking(false)} />}
    </Box>
  );
}

interface ToolButtonProps {
  label: string;
  isOn?: boolean;
  isDisabled?: boolean;
  run: () => void;
  children: ReactNode;
}

function ToolButton({ label, isOn, isDisabled, run, children }: ToolButtonProps) {
  const translate = useTranslate();
  const name = translate(`console.richText.${label}`);
  return (
    <Tooltip title={name}>
      <span>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={isOn === undefined ? undefined : isOn}
          disabled={isDisabled}
          color={isOn ? 'primary' : 'default'}
          data-action={label}
          // Keep the editor's selection: a mouse-down on the button would take the focus.
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export type { Editor };
