-- A request is counted unseen in every state where its next actor has a move to make
-- (contracts/src/requests.ts AWAITING_STATES): the pending lists' states and a reception after a
-- carrier's delivery (PENDING_RECEPTION), which the on-course lists hold. The two unseen counters
-- are tracked again over those states, from the rows as they are.
DROP TRIGGER "requests_requests_sent_unseen_count_insert" ON "requests";
--> statement-breakpoint
DROP TRIGGER "requests_requests_sent_unseen_count_update" ON "requests";
--> statement-breakpoint
DROP TRIGGER "requests_requests_sent_unseen_count_delete" ON "requests";
--> statement-breakpoint
DROP TRIGGER "requests_requests_received_unseen_count_insert" ON "requests";
--> statement-breakpoint
DROP TRIGGER "requests_requests_received_unseen_count_update" ON "requests";
--> statement-breakpoint
DROP TRIGGER "requests_requests_received_unseen_count_delete" ON "requests";
--> statement-breakpoint
DELETE FROM "list_counts" WHERE "list" IN ('requests_sent_unseen', 'requests_received_unseen');
--> statement-breakpoint
SELECT track_list_count('requests_sent_unseen', 'requests', 'requester_id', 'unseen_by = ''requester'' and state in (''PENDING'', ''PROPOSAL_SUBMITTED'', ''PROPOSAL_ACCEPTED'', ''SIMPLE_PENDING_RECEPTION'', ''PENDING_RECEPTION'')');
--> statement-breakpoint
SELECT track_list_count('requests_received_unseen', 'requests', 'user_id', 'unseen_by = ''provider'' and state in (''PENDING'', ''PROPOSAL_SUBMITTED'', ''PROPOSAL_ACCEPTED'', ''SIMPLE_PENDING_RECEPTION'', ''PENDING_RECEPTION'')');
