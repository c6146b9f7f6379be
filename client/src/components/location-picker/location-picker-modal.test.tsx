import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { type LocationSelection, LocationPickerModal, type LocationPickerModalProps, buildLocationSelection, isDraftComplete } from './location-picker-modal';
import { type FakeApi, GOA, geoRoutes, installFakeApi } from '../../../test/fake-api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi(geoRoutes);
});
afterEach(() => api.restore());

function renderPicker(props: Partial<LocationPickerModalProps> = {}) {
  const onSelect = jest.fn<(s: LocationSelection) => void>();
  const onClose = jest.fn<() => void>();
  render(
    <Provider store={makeStore()}>
      <LocationPickerModal open onClose={onClose} onSelect={onSelect} {...props} />
    </Provider>,
  );
  return { onSelect, onClose, use: () => screen.getByRole('button', { name: 'Use this location' }) as HTMLButtonElement };
}

/** Waits until the select lists the option, then chooses it. */
async function choose(label: string | RegExp, option: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.text)).toContain(option));
  const value = [...select.options].find((o) => o.text === option)!.value;
  fireEvent.change(select, { target: { value } });
}

describe('location picker modal (citizen spec section 2)', () => {
  it('goes Rural, district, taluka, village and returns the codes, names and label', async () => {
    const { onSelect, use } = renderPicker();
    expect(screen.getByRole('dialog', { name: 'Choose location' })).toBeTruthy();
    expect((screen.getByLabelText('Rural (village)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Taluka/) as HTMLSelectElement).disabled).toBe(true);

    await choose('District', 'North Goa');
    expect(use().disabled).toBe(true);
    await choose(/Taluka/, 'Bardez');
    expect(use().disabled).toBe(true);
    await choose('Village', 'Calangute');
    expect(screen.getByTestId('location-picker-summary').textContent).toBe('Selected: Calangute, Bardez, North Goa');
    expect(use().disabled).toBe(false);
    fireEvent.click(use());

    expect(onSelect).toHaveBeenCalledWith({
      scope: 'Rural',
      districtCode: '551',
      districtName: 'North Goa',
      subdistrictCode: '5610',
      subdistrictName: 'Bardez',
      villageCode: '626695',
      villageName: 'Calangute',
      label: 'Calangute, Bardez, North Goa',
    });
    expect(api.calls.find((c) => c.path === '/api/geo/villages')?.query).toEqual({ district: '551', subdistrict: '5610' });
  });

  it('goes Urban, district, ULB; the ULB list is the district’s', async () => {
    const { onSelect, use } = renderPicker();
    fireEvent.click(screen.getByLabelText('Urban (municipality)'));
    expect(screen.queryByLabelText(/Taluka/)).toBeNull();
    await choose('District', 'South Goa');
    const ulb = screen.getByLabelText(/Urban local body/) as HTMLSelectElement;
    await waitFor(() => expect([...ulb.options].map((o) => o.text)).toEqual(['Select ULB', 'Margao']));
    await choose(/Urban local body/, 'Margao');
    fireEvent.click(use());
    expect(onSelect).toHaveBeenCalledWith({
      scope: 'Urban',
      districtCode: '552',
      districtName: 'South Goa',
      ulbCode: '252087',
      ulbName: 'Margao',
      label: 'Margao, South Goa',
    });
  });

  it("with minDepth 'district' accepts a district or a taluka alone", async () => {
    const { onSelect, use } = renderPicker({ minDepth: 'district', title: 'Location of the contact' });
    expect(screen.getByRole('dialog', { name: 'Location of the contact' })).toBeTruthy();
    expect(use().disabled).toBe(true);
    await choose('District', 'North Goa');
    expect(use().disabled).toBe(false);
    await choose(/Taluka/, 'Bardez');
    fireEvent.click(use());
    expect(onSelect).toHaveBeenLastCalledWith({
      scope: 'Rural',
      districtCode: '551',
      districtName: 'North Goa',
      subdistrictCode: '5610',
      subdistrictName: 'Bardez',
      label: 'Bardez, North Goa',
    });
  });

  it('changing the district clears the taluka and village below it', async () => {
    const { use } = renderPicker();
    await choose('District', 'North Goa');
    await choose(/Taluka/, 'Bardez');
    await choose('Village', 'Candolim');
    await choose('District', 'South Goa');
    expect((screen.getByLabelText(/Taluka/) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Village') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Village') as HTMLSelectElement).disabled).toBe(true);
    expect(use().disabled).toBe(true);
  });

  it('starts from the initial selection', async () => {
    const initial: LocationSelection = {
      scope: 'Rural',
      districtCode: '551',
      districtName: 'North Goa',
      subdistrictCode: '5610',
      subdistrictName: 'Bardez',
      villageCode: '626697',
      villageName: 'Candolim',
      label: 'Candolim, Bardez, North Goa',
    };
    const { onSelect, use } = renderPicker({ initial });
    await waitFor(() => expect(use().disabled).toBe(false));
    expect((screen.getByLabelText('Village') as HTMLSelectElement).value).toBe('626697');
    fireEvent.click(use());
    expect(onSelect).toHaveBeenCalledWith(initial);
  });

  it('Escape and Cancel close without selecting', () => {
    const { onSelect, onClose } = renderPicker();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says when a list cannot be loaded', async () => {
    api.restore();
    api = installFakeApi(() => ({ status: 500, body: { error: { message: 'boom', code: 'INTERNAL_ERROR', details: null } } }));
    renderPicker();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the list.');
  });
});

describe('location selection rules', () => {
  const lists = { districts: GOA.districts, subdistricts: GOA.subdistricts['551'], villages: GOA.villages['5610'], ulbs: GOA.ulbs };
  const draft = { scope: 'Rural' as const, districtCode: '551', subdistrictCode: '5610', villageCode: '', ulbCode: '' };

  it('a leaf needs a village (Rural) or ULB (Urban); district depth needs a district', () => {
    expect(isDraftComplete(draft, 'leaf')).toBe(false);
    expect(isDraftComplete({ ...draft, villageCode: '626695' }, 'leaf')).toBe(true);
    expect(isDraftComplete({ ...draft, scope: 'Urban', ulbCode: '252071' }, 'leaf')).toBe(true);
    expect(isDraftComplete(draft, 'district')).toBe(true);
    expect(isDraftComplete({ ...draft, districtCode: '' }, 'district')).toBe(false);
  });

  it('leaves out codes the lists do not know and levels of the other scope', () => {
    expect(buildLocationSelection({ ...draft, villageCode: '999999' }, lists)?.label).toBe('Bardez, North Goa');
    expect(buildLocationSelection({ ...draft, scope: 'Urban', ulbCode: '252071' }, lists)).toEqual({
      scope: 'Urban',
      districtCode: '551',
      districtName: 'North Goa',
      ulbCode: '252071',
      ulbName: 'City Corporation Panaji',
      label: 'City Corporation Panaji, North Goa',
    });
    expect(buildLocationSelection({ ...draft, districtCode: '' }, lists)).toBeNull();
  });
});
