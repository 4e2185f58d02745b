// First: the federation runtime mock must be in place before the shell's modules load.
import '../../test/federation-runtime-mock';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@agrocadena/shared-ui';
import { renderApp, sessionUser } from '../../test/render-app';
import { commonStubRoutes, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

const THUMB = '/api/files/users/u-1/photo-a1-thumb.webp?exp=100&sig=old';
const avatarImage = () => screen.getByTestId('user-avatar').querySelector('img');

beforeEach(() => localStorage.clear());

describe('the top bar photo', () => {
  it('shows the session user’s thumbnail as signed, a new upload at once, and the same after a reload', async () => {
    stubFetch(commonStubRoutes);
    const { unmount } = await renderApp('/home', { user: sessionUser('AGRO', { photoThumbnail: THUMB }) });
    await screen.findByTestId('home-page');
    expect(avatarImage()).toHaveAttribute('src', THUMB);

    // What the profile page's upload does with the thumbnail it gets back.
    const uploaded = '/api/files/users/u-1/photo-b2-thumb.webp?exp=200&sig=new';
    act(() => useSessionStore.getState().updateUser({ photoThumbnail: uploaded }));
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', uploaded));

    unmount();
    // A reload reads the stored session again.
    const stored = JSON.parse(localStorage.getItem('USER')!);
    await renderApp('/home', { user: stored });
    await screen.findByTestId('home-page');
    expect(avatarImage()).toHaveAttribute('src', uploaded);
  });

  it('shows the icon without a photo', async () => {
    stubFetch(commonStubRoutes);
    await renderApp('/home', { user: sessionUser('AGRO', { photoThumbnail: null }) });
    await screen.findByTestId('home-page');
    expect(avatarImage()).toBeNull();
    expect(screen.getByTestId('user-avatar').querySelector('.anticon-user')).not.toBeNull();
  });

  it('asks once for a freshly signed URL when the stored one no longer loads', async () => {
    const fresh = '/api/files/users/u-1/photo-a1-thumb.webp?exp=900&sig=fresh';
    const { callsTo } = stubFetch([{ path: '/api/users/u-1', body: ok({ _id: 'u-1', photo: 'x', photoThumbnail: fresh }) }, ...commonStubRoutes]);
    await renderApp('/home', { user: sessionUser('AGRO', { photoThumbnail: THUMB }) });
    await screen.findByTestId('home-page');
    fireEvent.error(avatarImage()!);
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', fresh));
    expect(useSessionStore.getState().user?.photoThumbnail).toBe(fresh);

    // The fresh one failing too is not asked about again.
    fireEvent.error(avatarImage()!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('GET', '/api/users/u-1')).toHaveLength(1);
  });
});
