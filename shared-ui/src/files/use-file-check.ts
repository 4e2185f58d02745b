import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MB, UPLOADS } from '@agrocadena/contracts/core';
import { checkFile, type FileKind, type FileProblem } from './file-checks';
import { numberFormat } from '../format/number-format';

interface Refusal {
  problem: FileProblem;
  size: number;
}

/**
 * A picker's check of the chosen file: `check` answers whether it may be sent, `error` says in the
 * user's language why the last one may not (null once a good file or `clear`).
 */
export function useFileCheck(kind: FileKind) {
  const { t, i18n } = useTranslation('common');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checking, setChecking] = useState(false);
  // Only the last file picked speaks: an earlier, slower check must not overwrite its answer.
  const latest = useRef(0);

  async function check(file: File): Promise<boolean> {
    const run = ++latest.current;
    setChecking(true);
    const problem = await checkFile(kind, file);
    if (run !== latest.current) return false;
    setChecking(false);
    setRefusal(problem ? { problem, size: file.size } : null);
    return problem === null;
  }

  const clear = () => {
    latest.current += 1;
    setChecking(false);
    setRefusal(null);
  };

  const size = refusal && numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(refusal.size / MB);
  const error = refusal ? t(`files.${kind}.${refusal.problem}`, { max: UPLOADS[kind].maxMb, size }) : null;
  return { check, checking, error, clear };
}
