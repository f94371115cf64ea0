-- Sample government exams (docs/product.md#government-exams), added once to every database. Their
-- dates are plausible, not official: each is marked `sample` and its page says so until a moderator
-- confirms it on /admin. A moderator may edit or delete them; they never come back.
WITH sample (slug, name, body, search, official_url, stages) AS (
  VALUES
    ('ssc-cgl-2026', 'SSC CGL 2026', 'ssc', 'SSC CGL', 'https://ssc.gov.in/',
      '[["notification","2026-06-09",null,null],["applications","2026-06-09","2026-07-04",null],["fee","2026-07-05",null,null],["correction","2026-07-09","2026-07-11",null],["admit-card","2026-08-28",null,null],["exam","2026-09-09","2026-09-26","Tier 1"],["exam","2026-12-14","2026-12-16","Tier 2"],["result","2027-03-20",null,null]]'::jsonb),
    ('ssc-chsl-2026', 'SSC CHSL 2026', 'ssc', 'SSC CHSL', 'https://ssc.gov.in/',
      '[["notification","2026-11-17",null,null],["applications","2026-11-17","2026-12-04",null],["fee","2026-12-05",null,null],["correction","2026-12-09","2026-12-10",null],["exam","2027-02-08","2027-02-26","Tier 1"],["exam","2027-06-15",null,"Tier 2"],["result","2027-09-10",null,null]]'::jsonb),
    ('upsc-cse-2027', 'UPSC Civil Services 2027', 'upsc', 'UPSC', 'https://upsc.gov.in/',
      '[["notification","2027-01-14",null,null],["applications","2027-01-14","2027-02-03",null],["correction","2027-02-04","2027-02-10",null],["admit-card","2027-05-10",null,null],["exam","2027-05-23",null,"Prelims"],["exam","2027-08-20","2027-08-29","Mains"],["result","2028-04-15",null,null]]'::jsonb),
    ('ibps-po-2026', 'IBPS PO 2026', 'ibps', 'IBPS PO', 'https://www.ibps.in/',
      '[["notification","2026-07-01",null,null],["applications","2026-07-01","2026-07-21",null],["admit-card","2026-08-10",null,null],["exam","2026-08-17","2026-08-23","Prelims"],["exam","2026-10-04",null,"Mains"],["result","2026-11-20",null,null]]'::jsonb),
    ('rrb-ntpc-2026', 'RRB NTPC 2026', 'rrb', 'NTPC', 'https://indianrailways.gov.in/',
      '[["notification","2026-11-10",null,null],["applications","2026-11-10","2026-12-20",null],["fee","2026-12-22",null,null],["correction","2026-12-23","2027-01-01",null],["exam","2027-03-15","2027-04-10","CBT 1"]]'::jsonb),
    ('bpsc-72nd-cce', 'BPSC 72nd CCE', 'state', 'BPSC', 'https://www.bpsc.bih.nic.in/',
      '[["notification","2027-03-25",null,null],["applications","2027-04-01","2027-04-30",null],["exam","2027-07-18",null,"Prelims"]]'::jsonb)
),
added AS (
  INSERT INTO "exams" ("slug", "name", "body", "search", "official_url", "source", "sample")
  SELECT slug, name, body, search, official_url, 'Sample dates: not from a notification', true
  FROM sample
  ON CONFLICT ("slug") DO NOTHING
  RETURNING "id", "slug"
)
INSERT INTO "exam_stages" ("exam_id", "kind", "starts_on", "ends_on", "label")
SELECT added.id, stage->>0, (stage->>1)::date, (stage->>2)::date, stage->>3
FROM added
JOIN sample ON sample.slug = added.slug
CROSS JOIN LATERAL jsonb_array_elements(sample.stages) AS stage;
