import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageCard } from '../components/layout/page-card';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe("a page's title and description", () => {
  it("are the page card's title and subtitle while it is shown, and what was there before once it goes", () => {
    document.title = 'AgroCadena';
    const { unmount } = render(
      <MemoryRouter>
        <PageCard title="Catálogo de productos" subtitle="Productos que ofrecen los productores de la región.">
          <p />
        </PageCard>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Catálogo de productos · AgroCadena');
    expect(description()).toBe('Productos que ofrecen los productores de la región.');

    unmount();
    expect(document.title).toBe('AgroCadena');
    expect(description()).toBe('');
  });
});
