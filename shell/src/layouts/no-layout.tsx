import { Outlet } from 'react-router-dom';

export function NoLayout() {
  return (
    <main className="no-layout">
      <Outlet />
    </main>
  );
}
