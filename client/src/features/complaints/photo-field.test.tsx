import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { PhotoItem } from './photo-checks';
import { PhotoField } from './photo-field';
import { PhotoList, sentText } from './photo-list';
import { i18n } from '../../i18n/i18n';

const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function renderField(photos: PhotoItem[] = [], photoLimit = 3) {
  const added: File[][] = [];
  render(<PhotoField photos={photos} photoLimit={photoLimit} hint={undefined} onAdd={(files) => added.push(files)} onRetry={() => {}} onRemove={() => {}} />);
  return { added };
}

const item = (over: Partial<PhotoItem>): PhotoItem => ({
  id: 'p1',
  file: jpeg('pothole.jpg'),
  name: 'pothole.jpg',
  previewUrl: 'blob:p1',
  status: 'uploading',
  ...over,
});

describe('the photo field: the portal’s own buttons over hidden, labelled file inputs', () => {
  it('offers the camera and the gallery by name, each a real file input (the native button never shows)', () => {
    renderField();
    const camera = screen.getByLabelText('Take a photo') as HTMLInputElement;
    const gallery = screen.getByLabelText('Choose from gallery') as HTMLInputElement;
    expect(camera.type).toBe('file');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.accept).toBe('image/*');
    expect(camera.multiple).toBe(false);
    expect(gallery.type).toBe('file');
    expect(gallery.getAttribute('capture')).toBeNull();
    expect(gallery.accept).toBe('image/jpeg,image/png,image/webp');
    expect(gallery.multiple).toBe(true);
    // Visually hidden, still in the tab order and described by the rules.
    for (const input of [camera, gallery]) {
      expect(input.className).toContain('sr-only');
      expect(input.tabIndex).not.toBe(-1);
      expect(input.getAttribute('aria-describedby')).toBeTruthy();
    }
  });

  it('hands the chosen photos on, and refuses a type the wizard cannot take with its reason', () => {
    const { added } = renderField();
    fireEvent.change(screen.getByLabelText('Take a photo'), { target: { files: [jpeg('camera.jpg')] } });
    expect(added.map((files) => files.map((f) => f.name))).toEqual([['camera.jpg']]);
    fireEvent.change(screen.getByLabelText('Choose from gallery'), { target: { files: [new File(['x'], 'scan.heic', { type: 'image/heic' })] } });
    expect(added).toHaveLength(1);
    expect(screen.getByTestId('photo-notice').textContent).toBe('scan.heic: Unsupported type');
  });

  it('disables both when the plan’s photos are all chosen', () => {
    renderField([item({ status: 'done' })], 1);
    expect((screen.getByLabelText('Take a photo') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Choose from gallery') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Remove a photo to add another.')).toBeTruthy();
  });
});

describe('a photo’s progress while it travels', () => {
  it('shows the bytes sent of the total in the page’s words, as the bar’s value', () => {
    const sending = item({ stage: { stage: 'sending', sent: 262_144, total: 563_200 } });
    expect(sentText(sending, i18n.t)).toBe('256.0 KB of 550.0 KB sent');
    render(<PhotoList photos={[sending]} label="Chosen photos" onRetry={() => {}} onRemove={() => {}} />);
    const bar = screen.getByTestId('photo-progress') as HTMLProgressElement;
    expect(bar.max).toBe(563_200);
    expect(bar.value).toBe(262_144);
    expect(bar.getAttribute('aria-valuetext')).toBe('256.0 KB of 550.0 KB sent');
    expect(screen.getByTestId('photo-bytes').textContent).toBe('256.0 KB of 550.0 KB sent');
    // The live status line says the stage, not every few kilobytes.
    expect(screen.getByTestId('photo-status').textContent).toBe('Uploading…');
  });

  it('says nothing of bytes before the browser reports them, nor once the photo is uploaded', () => {
    expect(sentText(item({ stage: { stage: 'sending' } }), i18n.t)).toBeNull();
    expect(sentText(item({ status: 'done', stage: { stage: 'sending', sent: 10, total: 10 } }), i18n.t)).toBeNull();
  });
});
