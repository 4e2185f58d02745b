import { useLanguageStore, useSessionStore } from '@agrocadena/shared-ui/core';
import { sessionUser, setSession } from '../../test/render-app';
import { keepLandingHints } from './landing-hints';

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );

test('the server learns the language chosen and whether someone is logged in, and each change', () => {
  setSession(null);
  useLanguageStore.getState().setLanguage('en');
  keepLandingHints(document);
  expect(cookies()).toEqual({ LANGUAGE: 'en' });

  useLanguageStore.getState().setLanguage('es');
  setSession(sessionUser());
  expect(cookies()).toEqual({ LANGUAGE: 'es', SIGNED_IN: '1' });

  useSessionStore.getState().clear();
  expect(cookies()).toEqual({ LANGUAGE: 'es' });
});
