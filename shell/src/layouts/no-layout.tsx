import { Outlet } from 'react-router-dom';
import './no-layout.css';

export function NoLayout() {
  return (
    <main className="no-layout">
      <Outlet />
    </main>
  );
}
