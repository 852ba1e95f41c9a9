// Words of the upload control. The failure, HEIC and file-limit texts are required wording
// (domain/src/forms/messages.ts); these are decisions (our own wording).

export const CHOOSE_FILES = 'Choose files';
export const DROP_HINT = 'or drag them here';
export const STATUS_WAITING = 'Waiting…';
export const STATUS_UPLOADING = 'Uploading…';
export const STATUS_SAVING = 'Saving…';
export const STATUS_UPLOADED = 'Uploaded';
export const STATUS_FAILED = 'Not uploaded';
export const RETRY = 'Retry';
export const RETRY_FILE = 'Retry {name}';
export const RETRY_FAILED_UPLOADS = 'Retry failed uploads';
export const REMOVE_FROM_LIST = 'Remove';
export const REMOVE_FILE_FROM_LIST = 'Remove {name} from the list';
export const PROGRESS_LABEL = 'Uploading {name}';
// Decision: how the control says files were left out at its file limit.
export const FILE_LEFT_OUT = '1 file was left out: at most {limit} files can be uploaded here.';
export const FILES_LEFT_OUT =
  '{count} files were left out: at most {limit} files can be uploaded here.';
