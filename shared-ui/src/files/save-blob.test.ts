import { saveBlob } from './save-blob';

test('saves a Blob under its name through an object URL, freed once the browser has read it', () => {
  jest.useFakeTimers();
  const createObjectURL = jest.fn(() => 'blob:recall');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
  const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  saveBlob(blob, 'recall-QUE-20261128-01.pdf');

  expect(createObjectURL).toHaveBeenCalledWith(blob);
  expect(clicked).toEqual([{ href: 'blob:recall', download: 'recall-QUE-20261128-01.pdf', attached: true }]);
  expect(document.querySelector('a[download]')).toBeNull();
  expect(revokeObjectURL).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:recall');
  click.mockRestore();
  jest.useRealTimers();
});
