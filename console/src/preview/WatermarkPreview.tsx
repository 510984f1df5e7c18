import { drawWatermark, type ViewerWatermark } from '@hondana/schemas/watermark';
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewCard } from './PreviewCard';
import { RefusedDraft } from './RefusedDraft';
import { useDraftAnswer } from './useDraftAnswer';
import { sampleWatermark } from './sampleWatermark';

const debounceMs = 200;
/** An A4 page in PDF points: the shape of most books in the library. */
const PAGE = { width: 595, height: 842 };

interface WatermarkPreviewProps {
  draft: unknown;
  isDirty: boolean;
}

/**
 * The watermark's preview: a sample A4 page with the draft's watermark drawn by the viewer's
 * own drawing code (`@hondana/schemas/watermark`), resolved by the server for the signed-in
 * admin. A reader sees the same, with their own e-mail, name and address.
 */
export const WatermarkPreview = ({ draft, isDirty }: WatermarkPreviewProps) => {
  const translate = useTranslate();
  const sample = useDraftAnswer(draft, sampleWatermark, debounceMs);
  const mark = sample?.ok ? sample.watermark : null;
  const offNote = !mark?.isShow
    ? 'watermarkOff'
    : !mark.isOnlineViewer
      ? 'watermarkViewerOff'
      : null;
  return (
    <PreviewCard testId="watermark-preview" isDirty={isDirty} isLoading={!sample}>
      {sample && !sample.ok && <RefusedDraft refused={sample} />}
      {mark && offNote && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="watermark-preview-off">
          {translate(`console.preview.${offNote}`)}
        </Alert>
      )}
      <SamplePage watermark={mark} label={translate('console.preview.watermarkPage')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('console.preview.watermarkNote')}
      </Typography>
    </PreviewCard>
  );
};

/** One page as the viewer paints it: the page's pixels, then the watermark into them. */
const SamplePage = ({ watermark, label }: { watermark: ViewerWatermark | null; label: string }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    const pixels = Math.round(width * window.devicePixelRatio);
    canvas.width = pixels;
    canvas.height = Math.round((pixels * PAGE.height) / PAGE.width);
    paintSampleText(canvas);
    // The viewer's scale: canvas pixels per PDF point.
    drawWatermark(canvas, watermark, pixels / PAGE.width);
    canvas.dataset.rendered = watermark ? 'true' : 'false';
  }, [watermark, width]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      data-testid="watermark-preview-page"
      role="img"
      aria-label={watermark?.text || label}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: `${PAGE.width} / ${PAGE.height}`,
        boxShadow: 1,
      }}
    />
  );
};

/** A white page with grey lines where a book's text would be (never the watermark's colour). */
function paintSampleText(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#e3e3e3';
  const margin = width * 0.12;
  const line = height * 0.022;
  for (let y = height * 0.12, row = 0; y < height * 0.88; y += line * 1.9, row += 1) {
    const length = row % 7 === 6 ? 0.55 : 1;
    context.fillRect(margin, y, (width - 2 * margin) * length, line * 0.6);
  }
}
