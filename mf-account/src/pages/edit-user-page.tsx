export default function Page() {
  return <div data-testid="edit-user">edit-user</div>;
}
