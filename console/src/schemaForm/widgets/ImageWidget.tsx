import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ImageThumbnail } from './ImageThumbnail';
import { acceptedImageTypes, MAX_IMAGE_BYTES, uploadImage } from './uploadImage';

/**
 * An image reference (`ui:widget: "image"`): the URL stays editable, and "Upload" stores a
 * picked file in the tenant's `ui:options.folder` and puts the returned URL in the field.
 */
export function ImageWidget(props: WidgetProps) {
  const { options, registry, value, disabled, readonly, onChange } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const folder = typeof options.folder === 'string' ? options.folder : 'logo';
  const isLocked = Boolean(disabled || readonly || isUploading);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset, so picking the same file again after an error uploads it again.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      notify('console.image.tooLarge', { type: 'error' });
      return;
    }
    setIsUploading(true);
    try {
      const image = await uploadImage(folder, file);
      onChange(image.url);
      notify('console.image.uploaded', { type: 'success' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : undefined;
      notify(message ?? 'console.image.failed', { type: 'error' });
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ImageThumbnail src={typeof value === 'string' ? value : ''} />
      <Box sx={{ flex: 1 }}>
        <BaseInputTemplate {...props} />
      </Box>
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes}
        hidden
        onChange={(event) => void upload(event)}
      />
      <Button
        variant="outlined"
        disabled={isLocked}
        onClick={() => input.current?.click()}
        startIcon={isUploading ? <CircularProgress size={16} /> : <UploadIcon />}
        sx={{ mt: 1, whiteSpace: 'nowrap' }}
      >
        {translate(isUploading ? 'console.image.uploading' : 'console.image.upload')}
      </Button>
    </Stack>
  );
}
