-- Custom SQL migration.
-- A session starts small (about half a kilobyte of state) and grows to about two over its turns, so pages filled to
-- half on insert ran out of room for the new versions after a few turns: the bench counted 63 % of turn saves as HOT
-- updates. Filled to a fifth, a page's sessions still fit in it at the end of their calls.
ALTER TABLE "concierge_sessions" SET (fillfactor = 20);
