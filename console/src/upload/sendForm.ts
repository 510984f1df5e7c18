/** What came back: the HTTP status and the body parsed as JSON (null when it is not JSON). */
export interface FormResponse {
  httpStatus: number;
  body: unknown;
}

/**
 * Sends a multipart form with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not). `onProgress` receives the rounded percent of bytes sent.
 * Network failures resolve with HTTP status 0 so callers handle every outcome in one place.
 */
export function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<FormResponse> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => resolve({ httpStatus: request.status, body: parseJson(request) });
    request.onerror = () => resolve({ httpStatus: 0, body: null });
    request.onabort = () => resolve({ httpStatus: 0, body: null });
    request.send(form);
  });
}

function parseJson(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText);
  } catch {
    return null;
  }
}
