module github.com/backyard-dev/backyard

go 1.26
