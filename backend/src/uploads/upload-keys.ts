// Upload files live in the one FileStorage (storage/) under `uploads/`, where they always were on disk
// (`${DATA_DIR}/uploads/{id}-{version}.{extension}`). Keys are made by the server, never by clients.

export const uploadKey = (u: { id: string; version: number; extension: string }): string =>
  `uploads/${u.id}-${u.version}.${u.extension}`;

/** Where the JPEG preview of an image upload is kept once made. */
export const previewKey = (u: { id: string; version: number }): string => `uploads/${u.id}-${u.version}-preview.jpg`;
