import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { MB, UPLOAD_IMAGE_TYPES, unsupportedImageMessage } from '@domain/images';
import { imageUrl } from '../../../shared/lib/imagePath';
import { toaster } from '../../../shared/ui/toaster';


/** What the picker offers: the types the server accepts, and nothing else (domain/images.ts). */
const ACCEPT = Object.fromEntries(UPLOAD_IMAGE_TYPES.map((type) => [type, []]));

/** The image picker's rejection texts (a wrong type in the server's words); other reasons use the upload library's message. */
export function rejectionMessage(rejection: FileRejection, maxSizeMb: number, label = 'The image'): string {
  const error = rejection.errors[0];
  let reason: string;
  switch (error?.code) {
    case 'file-too-large':
      reason = `File is too large. Maximum size is ${maxSizeMb}MB.`;
      break;
    case 'file-invalid-type':
      reason = `${unsupportedImageMessage(label)}.`;
      break;
    default:
      reason = error?.message ?? 'File rejected.';
  }
  return `${rejection.file.name}: ${reason}`;
}

export interface ImageDropzoneProps {
  /** Accessible name of the drop zone, e.g. 'Band image'. */
  label: string;
  /** The newly chosen file (not yet saved), or null. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The image currently saved on the entity (a path), shown until replaced or removed. */
  currentImage?: string | null;
  /** Called when 'Remove Image' is pressed while the saved image is shown (no new file). */
  onRemoveCurrent?: () => void;
  maxSizeMb?: number;
  /** Preview box aspect ratio, e.g. 3/4 for posters. */
  previewRatio?: number;
  /** `contain` shows the whole picture (a logo, on white) instead of cropping it to the preview box. */
  previewFit?: 'cover' | 'contain';
  disabled?: boolean;
}

/**
 * One image, images only, size-limited (react-dropzone). Choosing a file shows its preview and
 * hands it up; 'Remove Image' clears the preview and the file (or the saved image).
 */
export function ImageDropzone({
  label,
  file,
  onFileChange,
  currentImage,
  onRemoveCurrent,
  maxSizeMb = 5,
  previewRatio,
  previewFit = 'cover',
  disabled,
}: ImageDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: maxSizeMb * MB,
    disabled,
    onDrop: (accepted, rejections) => {
      // Forget the input's value, so choosing the same file again (after Remove Image, or after
      // a save) still fires a change.
      if (inputRef.current) inputRef.current.value = '';
      if (rejections.length > 0) {
        toaster.create({ title: 'Error', description: rejectionMessage(rejections[0], maxSizeMb, label), type: 'error' });
        return;
      }
      if (accepted[0]) onFileChange(accepted[0]);
    },
  });

  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);

  const preview = objectUrl ?? imageUrl(currentImage) ?? null;
  const canRemove = !!file || (!!currentImage && !!onRemoveCurrent);

  return (
    <Stack gap="3">
      <Box
        {...getRootProps({ 'aria-label': label } as Record<string, unknown>)}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={isDragActive ? 'blood.fg' : 'border'}
        bg={isDragActive ? 'blood.subtle' : 'bg.subtle'}
        rounded="lg"
        px="4"
        py="6"
        textAlign="center"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        transition="border-color 0.2s, background 0.2s"
        _hover={{ borderColor: 'blood.fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blood.focusRing', outlineOffset: '2px' }}
      >
        <input {...getInputProps()} data-testid={`${label} input`} />
        <Stack align="center" gap="1">
          <LuImagePlus size={28} aria-hidden />
          <Text fontSize="sm">Drag &apos;n&apos; drop some files here, or click to select files</Text>
          <Text fontSize="xs" color="fg.muted">
            (Max size: {maxSizeMb}MB)
          </Text>
        </Stack>
      </Box>
      {preview && (
        <HStack align="flex-start" gap="3" flexWrap="wrap">
          <Box
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            overflow="hidden"
            bg={previewFit === 'contain' ? 'white' : 'bg.muted'}
            width={previewRatio && previewRatio < 1 ? '120px' : '200px'}
            aspectRatio={previewRatio ?? 16 / 9}
          >
            <Image src={preview} alt={`${label} preview`} width="100%" height="100%" objectFit={previewFit} />
          </Box>
          {canRemove && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => (file ? onFileChange(null) : onRemoveCurrent?.())}
              disabled={disabled}
            >
              <LuTrash2 aria-hidden /> Remove Image
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
