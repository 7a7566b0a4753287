-- Till sessions (docs/till-sessions.md; table of migration 0021). Called by write_order. A sale
-- takes a share lock on its session's row (that one row, never the company: ADR 0009), so closing
-- a session (which locks the row for update) waits for the sales joining it, and a sale arriving
-- while it closes finds it closed and joins another.

-- The session a counter order of the company belongs to: the session the till named when it is
-- still open and the company's; else the open session of the till; else the open session the
-- server keeps for the user in that company (a client that names no till); else that one is
-- opened now, with no float, marked automatic.
CREATE OR REPLACE FUNCTION till_session_for(p_company integer, p_user integer, p_till uuid,
  p_asked integer, p_at timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  found_id integer;
BEGIN
  IF p_asked IS NOT NULL THEN
    SELECT id INTO found_id FROM till_sessions
    WHERE id = p_asked AND company_id = p_company AND status = 'OPEN' FOR SHARE;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
  END IF;
  IF p_till IS NOT NULL THEN
    SELECT id INTO found_id FROM till_sessions
    WHERE company_id = p_company AND till_id = p_till AND status = 'OPEN' FOR SHARE;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
  END IF;
  LOOP
    SELECT id INTO found_id FROM till_sessions
    WHERE company_id = p_company AND user_id = p_user AND till_id IS NULL AND status = 'OPEN' FOR SHARE;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
    -- Two first sales of the user at once: one opens it, the other finds it on the next turn.
    INSERT INTO till_sessions (company_id, user_id, automatic, opened_at)
    VALUES (p_company, p_user, true, p_at)
    ON CONFLICT DO NOTHING
    RETURNING id INTO found_id;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
  END LOOP;
END;
$$;
