-- The guarantee an offer promises, in months (issue 43): the quote states it, and a finished job's
-- warranty runs that long from the day the job was done. Null on offers sent before it existed.
ALTER TABLE "Offer" ADD COLUMN "guaranteeMonths" INTEGER;
