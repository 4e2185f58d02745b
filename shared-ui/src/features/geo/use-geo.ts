import { useEffect, useState } from 'react';
import { api } from '../../api/api-client';
import { routes, type Department, type Town } from '@agrocadena/contracts';

// Geography never changes while the app runs: one fetch per list for the whole suite.
const departmentsCache: { promise?: Promise<Department[]> } = {};
const townsCache = new Map<number, Promise<Town[]>>();

function cached<T>(load: () => Promise<{ success: boolean; data: T | null }>, forget: () => void): Promise<T> {
  return load().then((r) => {
    if (!r.success || !r.data) {
      forget();
      throw new Error('geo load failed');
    }
    return r.data;
  });
}

export function fetchDepartments(): Promise<Department[]> {
  departmentsCache.promise ??= cached(() => api.call(routes.departments), () => {
    departmentsCache.promise = undefined;
  });
  return departmentsCache.promise;
}

export function fetchTowns(departmentId: number): Promise<Town[]> {
  let p = townsCache.get(departmentId);
  if (!p) {
    p = cached(() => api.call(routes.departmentTowns, { params: { id: departmentId } }), () =>
      townsCache.delete(departmentId),
    );
    townsCache.set(departmentId, p);
  }
  return p;
}

export function useDepartments() {
  const [departments, setDepartments] = useState<Department[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    fetchDepartments().then((d) => alive && setDepartments(d), () => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);
  return { departments, failed };
}

export function useTowns(departmentId: number | null | undefined) {
  const [towns, setTowns] = useState<Town[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!departmentId) {
      setTowns([]);
      return;
    }
    let alive = true;
    setLoading(true);
    fetchTowns(departmentId).then(
      (t) => alive && (setTowns(t), setLoading(false)),
      () => alive && (setTowns([]), setLoading(false)),
    );
    return () => {
      alive = false;
    };
  }, [departmentId]);
  return { towns, loading };
}
