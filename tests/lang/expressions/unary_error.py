print(-"abc")
