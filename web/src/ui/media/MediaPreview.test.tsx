import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { MediaGrid } from './MediaGrid';
import {
  PHOTO_CONVERTED_IN_REAL_APP,
  PHOTO_FAILED,
  PHOTO_NOT_LOADED,
  PHOTO_PREPARING,
} from './mediaCopy';
import { renderAsSampleClient, samplePhoto } from './mediaTestHarness';

const converted = (fileName: string, processing: MediaDoc['processing']): MediaDoc => ({
  ...samplePhoto('front-yard-wide-angle', fileName),
  fileType: 'image/heic',
  processing,
  ...(processing === 'ready'
    ? {
        thumbnailURL: `https://files.example/${fileName}/thumbnail.webp`,
        displayURL: `https://files.example/${fileName}/display.webp`,
      }
    : {}),
});

const withId = (id: string, doc: MediaDoc) => ({ ...doc, id });

describe('photos in a media grid', () => {
  it('shows a converted photo as its thumbnail in grids and its display image in the review', async () => {
    const photo = withId('m1', converted('IMG_0001.HEIC', 'ready'));
    const { rerender } = await renderAsSampleClient(<MediaGrid media={[photo]} label="Photos" />);
    expect(screen.getByRole('img', { name: 'IMG_0001.HEIC' })).toHaveAttribute(
      'src',
      photo.thumbnailURL,
    );

    rerender(<MediaGrid media={[photo]} label="Photos" readOnly imageSize="display" />);
    expect(screen.getByRole('img', { name: 'IMG_0001.HEIC' })).toHaveAttribute(
      'src',
      photo.displayURL,
    );
  });

  it('says a photo is being prepared instead of loading the upload', async () => {
    const photo = withId('m2', converted('IMG_0002.HEIC', 'pending'));
    await renderAsSampleClient(<MediaGrid media={[photo]} label="Photos" />);
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(within(list).getByRole('status')).toHaveTextContent(PHOTO_PREPARING);
    expect(within(list).queryByRole('img')).not.toBeInTheDocument();
    expect(within(list).getByText('IMG_0002.HEIC')).toBeInTheDocument();
  });

  it('says a photo could not be processed, and offers to delete it', async () => {
    const photo = withId('m3', converted('IMG_0003.HEIC', 'failed'));
    await renderAsSampleClient(<MediaGrid media={[photo]} label="Photos" />);
    expect(screen.getByText(PHOTO_FAILED)).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete IMG_0003.HEIC' })).toBeEnabled();
  });

  it('says so in words when a picture does not load, never a broken image', async () => {
    const photo = withId('m4', converted('IMG_0004.HEIC', 'ready'));
    await renderAsSampleClient(<MediaGrid media={[photo]} label="Photos" />);
    fireEvent.error(screen.getByRole('img', { name: 'IMG_0004.HEIC' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(PHOTO_NOT_LOADED)).toBeVisible();
  });

  it('in the preview, says a HEIC upload the browser cannot show is converted in the real app', async () => {
    // The preview has no function to convert photos: the record points at the HEIC upload.
    const { fileType, ...heic } = samplePhoto('front-yard-wide-angle', 'IMG_0005.HEIC');
    const photo = withId('m5', { ...heic, fileType: fileType.replace('jpeg', 'heic') });
    await renderAsSampleClient(<MediaGrid media={[photo]} label="Photos" />);
    const picture = screen.getByRole('img', { name: 'IMG_0005.HEIC' });
    expect(picture).toHaveAttribute('src', photo.downloadURL);

    fireEvent.error(picture);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(PHOTO_CONVERTED_IN_REAL_APP)).toBeVisible();
  });
});
