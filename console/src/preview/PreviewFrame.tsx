import { previewDesktopWidth } from '@hondana/schemas/contracts';
import { Box } from '@mui/material';
import { forwardRef, useEffect, useRef, useState } from 'react';

export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';

/** The window width the reader is laid out at: a desktop, an iPad in portrait, a phone. */
export const previewWidths: Record<PreviewDevice, number> = {
  desktop: previewDesktopWidth,
  tablet: 768,
  mobile: 375,
};
/** The frame's height on screen: the window below the console's bars. */
const shownHeight = 'max(480px, calc(100vh - 200px))';

interface PreviewFrameProps {
  src: string;
  device: PreviewDevice;
  title: string;
  isReady: boolean;
}

/**
 * The reader iframe, laid out at the device's real width (1280, 768 or 375 px, so the reader
 * picks that device's layout) and scaled down with a CSS transform to the panel's width when
 * the panel is narrower: the admin sees the whole page, smaller. Never scaled up.
 */
export const PreviewFrame = forwardRef<HTMLIFrameElement, PreviewFrameProps>(function PreviewFrame(
  { src, device, title, isReady },
  ref,
) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useSize(boxRef);
  const width = previewWidths[device];
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1;
  return (
    <Box
      ref={boxRef}
      sx={{
        height: shownHeight,
        overflow: 'hidden',
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Box sx={{ width: width * scale, flexShrink: 0 }}>
        <iframe
          ref={ref}
          src={src}
          title={title}
          data-testid="preview-frame"
          data-ready={isReady ? 'true' : 'false'}
          data-scale={String(scale)}
          data-device={device}
          style={{
            border: 0,
            display: 'block',
            background: '#fff',
            width,
            height: size.height > 0 ? size.height / scale : shownHeight,
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </Box>
    </Box>
  );
});

/** The element's content size, kept up to date while it is resized. */
function useSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
