import { endpoints, IMAGE_UPLOAD_MAX_BYTES, type UploadedImage } from '@cardgenius/core/contract';
import { useId, useState } from 'react';
import { browserApi } from '../../../lib/browser-api';
import { failureFrom } from '../../../lib/form-result';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A file's bytes in base64, as the upload call takes them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads an image chosen on the staff member's computer; the server checks, resizes and stores it and
 * answers its address, which `onUploaded` puts where it belongs.
 */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (image: UploadedImage) => void }) {
  const inputId = useId();
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const upload = async (file: File) => {
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setState({
        busy: false,
        failed: true,
        message: `Choose an image of at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
      });
      return;
    }
    setState({ busy: true, failed: false, message: `Uploading ${file.name}…` });
    try {
      const image = await browserApi.call(endpoints.uploadImage, {
        body: { fileName: file.name, data: await base64Of(file) },
      });
      onUploaded(image);
      setState({
        busy: false,
        failed: false,
        message: `Uploaded: ${image.width} × ${image.height} px, ${Math.max(1, Math.round(image.bytes / 1024))} KB.`,
      });
    } catch (error) {
      const failure = failureFrom(error);
      setState({ busy: false, failed: true, message: failure.fields.data ?? failure.message });
    }
  };
  return (
    <div className="text-sm">
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-brand-600"
      >
        {label}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          disabled={state.busy}
          className="sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      <p aria-live="polite" className={`mt-1 ${state.failed ? 'text-red-700' : 'text-slate-600'}`}>
        {state.message}
      </p>
    </div>
  );
}
