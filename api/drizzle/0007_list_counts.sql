CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "list_counts_list_owner_id_pk" PRIMARY KEY("list","owner_id")
);
--> statement-breakpoint
DROP INDEX "stock_movements_product_idx";--> statement-breakpoint
DROP INDEX "branch_offices_user_idx";--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "branch_offices_user_idx" ON "branch_offices" USING btree ("user_id","created_at","id") WHERE "branch_offices"."deleted_at" is null;--> statement-breakpoint
-- Adds the net change of a statement's rows to list_counts, per owner. Statement-level with
-- transition tables: a bulk insert of a million rows is one update of the counter, not a million.
-- TG_ARGV: the list's name, the owner column, the condition that makes a row visible in the list.
-- Concurrent writers of one owner queue on its counter row (ON CONFLICT takes its lock), so the
-- sum stays exact; different owners never wait for each other.
CREATE FUNCTION "list_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list text := TG_ARGV[0];
  owner_column text := TG_ARGV[1];
  visible text := TG_ARGV[2];
  added text := 'select null::uuid as owner, 0 as k where false';
  removed text := added;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := format('select %I as owner, 1 as k from new_rows where %s', owner_column, visible);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := format('select %I as owner, -1 as k from old_rows where %s', owner_column, visible);
  END IF;
  EXECUTE format(
    'insert into list_counts (list, owner_id, n)
       select %L, owner, sum(k) from (%s union all %s) changes group by owner having sum(k) <> 0
       on conflict (list, owner_id) do update set n = list_counts.n + excluded.n',
    list, added, removed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counts `table`'s visible rows per owner under the name `list`, from now on and for the rows it
-- already has. A new paged list is one call of this in its migration.
CREATE FUNCTION "track_list_count"(list text, tbl text, owner_column text, visible text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('create trigger %I after insert on %I referencing new table as new_rows
                  for each statement execute function list_count_rows(%L, %L, %L)',
                 tbl || '_count_insert', tbl, list, owner_column, visible);
  EXECUTE format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows
                  for each statement execute function list_count_rows(%L, %L, %L)',
                 tbl || '_count_update', tbl, list, owner_column, visible);
  EXECUTE format('create trigger %I after delete on %I referencing old table as old_rows
                  for each statement execute function list_count_rows(%L, %L, %L)',
                 tbl || '_count_delete', tbl, list, owner_column, visible);
  EXECUTE format('insert into list_counts (list, owner_id, n) select %L, %I, count(*) from %I where %s group by %I',
                 list, owner_column, tbl, visible, owner_column);
END
$$;
--> statement-breakpoint
SELECT track_list_count('products', 'products', 'user_id', 'deleted_at is null');
--> statement-breakpoint
SELECT track_list_count('branch_offices', 'branch_offices', 'user_id', 'deleted_at is null');
--> statement-breakpoint
SELECT track_list_count('stock_movements', 'stock_movements', 'product_id', 'true');
