import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

const SIZE = 56;

/** A small preview of the current URL; a placeholder while it is empty or does not load. */
export function ImageThumbnail({ src }: { src: string }) {
  const translate = useTranslate();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isShown = src !== '' && src !== failedSrc;
  return (
    <Box
      sx={{
        width: SIZE,
        height: SIZE,
        mt: 1,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        // A checkerboard shows transparent logos on any colour.
        background: 'repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 50% / 12px 12px',
      }}
    >
      {isShown ? (
        <Box
          component="img"
          src={src}
          alt={translate('console.image.preview')}
          onError={() => setFailedSrc(src)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : (
        <ImageIcon color="disabled" />
      )}
    </Box>
  );
}
